/**
 * Chinese, the default language, whole: the first screens' part (./zh.base.ts) and the screens' labels
 * and messages (./zh.screens.ts). Labels come from one file per area (./<area>.zh.ts) and one per
 * resource (./resources/<resource>.zh.ts); messages from the src/shared module that owns them, each
 * domain a namespace of `messages` (English twins in ./messages/<namespace>.en.ts).
 */
import { zhBase } from './zh.base';
import { zhScreens } from './zh.screens';

export const zh = { ...zhBase, ...zhScreens } as const;
