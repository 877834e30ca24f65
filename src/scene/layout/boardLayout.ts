export * from './boardGeometry';
export * from './oceanLayout';
export * from './landLayout';
export * from './linkLayout';
export * from './trackLayout';
export * from './tableLayout';
