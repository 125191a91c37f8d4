// react-admin's list controller imports its CSV exporter, and with it jsonexport, for every list; the exporter runs
// only when someone exports a list, so jsonexport is read then, not with the first screen.
export default function jsonExport(...args) {
  import('jsonexport/dist/index').then(
    ({ default: convert }) => convert(...args),
    (error) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') callback(error);
    },
  );
}
