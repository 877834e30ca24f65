import { atom } from 'jotai';
import { createVoyageApi } from './voyageApi';
import { pageUrl } from '../app/pageUrl';

/** The board server's routes at the address this page uses (`server=` or this host:2567). */
export const voyageApiAtom = atom(() => createVoyageApi(pageUrl().voyage.server));
