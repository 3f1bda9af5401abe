// Draws the product images of the seeded catalogue as small flat SVGs into
// public/images/products (the drawing is in scripts/packshots/).
// Run with: npx tsx scripts/draw-packshots.ts

import './packshots/main';
