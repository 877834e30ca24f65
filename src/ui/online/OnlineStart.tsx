import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../core';
import { seatTitle } from '../../state/online/onlineAtoms';
import { parseRoomCode } from '../../state/online/onlineClient';
import { COLORS, button, disabledButton } from '../play/theme';
import { cardStyle, fieldStyle, sectionTitle } from './onlineStyles';
import { SeatNameField } from './SeatNameField';

export interface CreateChoice {
  seat: Seat;
  motive: 'piracy' | 'worldOrder';
  name: string;
}

interface OnlineStartProps {
  busy: boolean;
  onCreate: (choice: CreateChoice) => void;
  onJoin: (code: string, name: string) => void;
}

/** Online versus, first screen: create a room (pick a side) or join one by code or link. */
export function OnlineStart({ busy, onCreate, onJoin }: OnlineStartProps) {
  const { t } = useTranslation();
  const [seat, setSeat] = useState<Seat>('nautilus');
  const [motive, setMotive] = useState<'piracy' | 'worldOrder'>('piracy');
  const [name, setName] = useState('');
  const [typed, setTyped] = useState('');
  const code = parseRoomCode(typed);
  return (
    <section aria-label={t('online.start.label')} data-testid="online-start" style={cardStyle}>
      <h1 style={{ margin: 0, color: COLORS.brass, fontWeight: 'normal', fontSize: 22 }}>
        {t('online.start.heading')}
      </h1>
      <p style={{ margin: '6px 0 0', color: COLORS.muted }}>{t('online.start.intro')}</p>
      <SeatNameField
        label={t('online.start.name')}
        testId="online-name"
        value={name}
        onChange={setName}
        style={{ marginTop: 12 }}
      />
      <h2 style={sectionTitle}>{t('online.start.create')}</h2>
      <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
        <legend style={{ marginBottom: 4 }}>{t('online.start.side')}</legend>
        {(['nautilus', 'imperialist'] as const).map((s) => (
          <label key={s} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="radio"
              name="online-seat"
              data-testid={`online-seat-${s}`}
              checked={seat === s}
              onChange={() => setSeat(s)}
            />
            {seatTitle(s)}
          </label>
        ))}
      </fieldset>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
        {t('online.start.motive')}
        <select
          style={fieldStyle}
          value={motive}
          onChange={(e) => setMotive(e.target.value === 'worldOrder' ? 'worldOrder' : 'piracy')}
        >
          <option value="piracy">{t('motive.name.piracy')}</option>
          <option value="worldOrder">{t('motive.name.worldOrder')}</option>
        </select>
      </label>
      <button
        type="button"
        data-testid="online-create"
        disabled={busy}
        style={{ ...(busy ? disabledButton : button), marginTop: 10 }}
        onClick={() => onCreate({ seat, motive, name })}
      >
        {t('online.start.create')}
      </button>
      <h2 style={sectionTitle}>{t('online.start.join')}</h2>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <input
          aria-label={t('online.start.code')}
          data-testid="online-code"
          placeholder={t('online.start.codePlaceholder')}
          style={{ ...fieldStyle, flex: '1 1 220px' }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button
          type="button"
          data-testid="online-join"
          disabled={busy || !code}
          style={busy || !code ? disabledButton : button}
          onClick={() => code && onJoin(code, name)}
        >
          {t('online.start.joinButton')}
        </button>
      </div>
      <p style={{ margin: '14px 0 0', fontSize: 13 }}>
        <a href="?mode=front" style={{ color: COLORS.brass }}>
          {t('online.start.back')}
        </a>
      </p>
    </section>
  );
}
