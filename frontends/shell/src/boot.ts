// The document's first script (in <head>, before any content): what the server cannot know and the
// first paint must already show: the colour mode, and whether this device dismissed the app prompt.
import '@shop/web-core/colour-mode-boot';
import { DISMISSED_CLASS, wasDismissed } from './chrome/download-prompt-state';

if (wasDismissed(localStorage)) document.documentElement.classList.add(DISMISSED_CLASS);
