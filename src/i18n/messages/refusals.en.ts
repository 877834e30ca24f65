import { REFUSAL_EN } from '../../protocol/refusal';

/** The server's refusals in English: the protocol's own templates, one source of truth. */
export const refusalsEn = REFUSAL_EN;
