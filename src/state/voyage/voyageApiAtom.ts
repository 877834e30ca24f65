import { atom } from 'jotai';
import { createVoyageApi } from './voyageApi';
import { voyageServer } from './voyageUrl';

/** The board server's routes at the address this page uses (`server=` or this host:2567). */
export const voyageApiAtom = atom(() =>
  createVoyageApi(
    typeof window === 'undefined'
      ? 'http://localhost:2567'
      : voyageServer(window.location.search, window.location),
  ),
);
