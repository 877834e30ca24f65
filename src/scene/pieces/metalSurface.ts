/** The least and most metalness and roughness a miniature's parts take (`metal` 1 = bare iron). */
const MATTE_ROUGHNESS = '0.82';
const METAL_ROUGHNESS = '0.45';
const METAL_METALNESS = '0.55';

interface ShaderSource {
  vertexShader: string;
  fragmentShader: string;
}

/**
 * Per-part materials in one draw call: a geometry's `metal` attribute (mergeColoured) makes iron,
 * gun metal and funnels metallic and glossy, and sails, wood, rope and paint matte, instead of one
 * roughness for the whole piece. Call from a MeshStandardMaterial's `onBeforeCompile`.
 */
export function applyMetalSurface(shader: ShaderSource): void {
  shader.vertexShader =
    `attribute float metal;\nvarying float vMetal;\n${shader.vertexShader}`.replace(
      '#include <begin_vertex>',
      '#include <begin_vertex>\nvMetal = metal;',
    );
  shader.fragmentShader = `varying float vMetal;\n${shader.fragmentShader}`
    .replace(
      '#include <roughnessmap_fragment>',
      `#include <roughnessmap_fragment>\nroughnessFactor = mix(${MATTE_ROUGHNESS}, ${METAL_ROUGHNESS}, vMetal);`,
    )
    .replace(
      '#include <metalnessmap_fragment>',
      `#include <metalnessmap_fragment>\nmetalnessFactor = vMetal * ${METAL_METALNESS};`,
    );
}
