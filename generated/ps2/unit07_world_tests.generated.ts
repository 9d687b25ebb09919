// GENERATED FILE: do not edit. Engine module ps2.unit07.world_tests: 002 Unit 7 Test ideas (L954-971): the list's tie order, the queries' walks and filters, the bound refresh, the overlap options, the update sweep box and the update gate from spec/ps2/unit07_world_tests.spec (sha256 3a230c67485bf76b).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
