export { captionOf as captionFor } from '../nemo/events/eventCatalogue';
export type { Caption } from '../nemo/events/eventEntry';
