// GENERATED FILE: do not edit. Engine module ps2.unit03.sweep_tests: 002 Unit 3 Test ideas (L484-505) for PhysicsBody_Sweep, PhysicsBody_ResolveContacts, IPhysics_SweepBodyVsMesh and Human_LandingTest from spec/ps2/unit03_sweep_tests.spec (sha256 6cb561908892eeb8).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
