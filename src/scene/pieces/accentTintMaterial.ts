import { MeshStandardMaterial } from 'three';
import { applyMetalSurface } from './metalSurface';

/**
 * A vertex-coloured material whose instance colour tints only the parts flagged by the geometry's
 * `accent` attribute (mergeColoured), so one instanced mesh paints each miniature's band in its
 * own ship's colour and leaves hull and deck as modelled; the `metal` attribute sets each part's
 * metalness and roughness (applyMetalSurface).
 */
export function createAccentTintMaterial(): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ vertexColors: true, roughness: 0.5, metalness: 0.3 });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = `attribute float accent;\n${shader.vertexShader}`.replace(
      '#include <color_vertex>',
      `vColor = vec4(1.0);
vColor.rgb *= color;
#ifdef USE_INSTANCING_COLOR
vColor.rgb *= mix(vec3(1.0), instanceColor.rgb, accent);
#endif`,
    );
    applyMetalSurface(shader);
  };
  material.customProgramCacheKey = () => 'accent-tint-metal';
  return material;
}
