import { adToBs, adToString, bsToString, todayAd } from '@karyayojana/nepali-calendar';
import { BsDateText } from '@/components/ui/bs-date';
import { NoFigure } from './no-figure';

/** The day of an ISO time in Nepal, BS and AD 'YYYY-MM-DD'. */
export function nepalDay(iso: string): { bs: string; ad: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const ad = todayAd('Asia/Kathmandu', at);
  return { bs: bsToString(adToBs(ad)), ad: adToString(ad) };
}

/** When a municipality last changed its year's plan: BS with AD under it, or a dash. */
export function LastUpdate({ iso }: { iso: string | null }) {
  const day = iso ? nepalDay(iso) : null;
  return day ? <BsDateText bs={day.bs} ad={day.ad} /> : <NoFigure />;
}
