import { CORE_EN } from '../../core/data/coreMessages';
import type { CoreCatalogue } from '../../core/data/coreText';

/** The `core` namespace in English: the core's own templates, one source of truth. */
export const coreEn: CoreCatalogue = CORE_EN;
