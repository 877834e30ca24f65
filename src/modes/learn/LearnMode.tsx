import type { UrlOptions } from '../../state/game/urlParams';

export default function LearnMode({ options }: { options: UrlOptions }) {
  return <main>{options.mode}</main>;
}
