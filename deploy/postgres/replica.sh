#!/bin/sh
# A streaming replica of the db service: copied from it once (pg_basebackup -R writes the
# connection to it), then started as a hot standby that answers reads.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup -h db -U exam -D "$PGDATA" -R -X stream; do
    echo 'Waiting for the primary to allow a base backup…'
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on
