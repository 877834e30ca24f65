import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLanguage } from './i18n/i18n';
import { App } from './modes/App';
import { langAtom } from './state/app/settings';
import { pageUrl } from './state/app/pageUrl';
import { startUp } from './state/app/startUp';
import { UpdatePrompt } from './ui/pwa/UpdatePrompt';
import { installGlobalStyles } from './ui/a11y/globalStyles';
import { loadLatinFont } from './i18n/latinFont';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The saved language must be loaded before the first frame, so no screen flashes in English.
installGlobalStyles(document);
// Panels are measured and canvas textures painted in the bundled face, whatever the machine has.
const latinFont = loadLatinFont(document);
const store = getDefaultStore();
const options = startUp(store, pageUrl());
await Promise.all([setLanguage(store.get(langAtom)), latinFont]);
store.sub(langAtom, () => void setLanguage(store.get(langAtom)));
createRoot(root).render(
  <StrictMode>
    <App options={options} />
    <UpdatePrompt />
  </StrictMode>,
);
