import { CORE_EN, type CoreCatalogue } from '../../core/data';

/** The `core` namespace in English: the core's own templates, one source of truth. */
export const coreEn: CoreCatalogue = CORE_EN;
