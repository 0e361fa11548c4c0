/** The button every screen shows while the simulator injects faults (apart from the panel's texts, which load with it). */
export const activeFaultsLabel = (count: number): string =>
  count === 1 ? '1 fallo activo' : `${count} fallos activos`;
