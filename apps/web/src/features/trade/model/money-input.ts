// Money typed as text moved to lib (the wallet's forms use it too); the trade forms keep importing it from here.
export { centsFromText, intFromText, textFromCents } from '@/lib/money-input';
