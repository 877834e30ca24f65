export { captionOf as captionFor } from '../events/eventCatalogue';
export type { Caption } from '../events/eventEntry';
