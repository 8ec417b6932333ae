import { fuzzRouteTable } from './fuzzRouteTable';

// The route table's part 2 of 2 (functions/src/app/fuzzRouteTable.ts).
fuzzRouteTable(1, 2);
