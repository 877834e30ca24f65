import type { Material } from 'three';

/** Lets each instance read its own rectangle of the atlas through an `instanceTile` attribute. */
export function withInstanceTiles<M extends Material>(material: M): M {
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec4 instanceTile;')
      .replace(
        '#include <uv_vertex>',
        '#include <uv_vertex>\n#ifdef USE_MAP\nvMapUv = instanceTile.xy + vMapUv * instanceTile.zw;\n#endif',
      );
  };
  material.customProgramCacheKey = () => 'instanceTile';
  return material;
}
