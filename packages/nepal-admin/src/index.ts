export { LOCAL_LEVEL_TYPES, LOCAL_LEVEL_TYPE_EN } from './types.js';
export type { District, LocalLevel, LocalLevelType, Province } from './types.js';
export { districts, localLevels, provinces } from './units.js';
export { normalizeName, normalizeType } from './normalize.js';
export {
  districtsOf,
  findDistrict,
  findLocalLevel,
  findProvince,
  isValidAddress,
  localLevelsOf,
} from './lookup.js';
export {
  districtSpellingsOf,
  resolveAddress,
  resolveDistrict,
  resolveProvince,
  soundKey,
  spellingKey,
  spellingMatches,
  spellingsOf,
  wardCountOf,
} from './resolve.js';
export type { ResolvedAddress } from './resolve.js';
export { joinAddress } from './join-address.js';
