import { measurePackOdds } from './measurePackOdds';
import type { PackOddsRequest } from './packOddsProtocol';

// A pack's trial games run here, off the page's thread, so the setup screen stays responsive.
self.addEventListener('message', (event: MessageEvent<PackOddsRequest>) => {
  measurePackOdds(event.data, (progress) => self.postMessage(progress));
});
