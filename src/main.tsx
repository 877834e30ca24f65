import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLanguage } from './i18n/i18n';
import { App } from './modes/App';
import { langAtom } from './state/settings';
import { pageUrl } from './state/pageUrl';
import { startUp } from './state/startUp';
import { UpdatePrompt } from './ui/pwa/UpdatePrompt';
import { installGlobalStyles } from './ui/a11y/globalStyles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The saved language must be loaded before the first frame, so no screen flashes in English.
installGlobalStyles(document);
const store = getDefaultStore();
const options = startUp(store, pageUrl());
await setLanguage(store.get(langAtom));
store.sub(langAtom, () => void setLanguage(store.get(langAtom)));
createRoot(root).render(
  <StrictMode>
    <App options={options} />
    <UpdatePrompt />
  </StrictMode>,
);
