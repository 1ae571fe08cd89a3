// The document's first script (in <head>, before any content): paints the stored colour mode
// before the first frame, which the server cannot know, so a dark page never flashes light.
import { applyMode, readPreference, resolveMode, systemPrefersDark } from './colour-mode-rules';

applyMode(document.documentElement, resolveMode(readPreference(localStorage), systemPrefersDark((query) => matchMedia(query))));
