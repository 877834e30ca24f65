import { LogPage } from '../../ui/log/LogPage';

/** `?mode=log`: the captain's log (a lazy chunk, with chart.js). */
export default function LogMode() {
  return <LogPage />;
}
