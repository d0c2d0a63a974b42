#!/bin/sh
# Run once by the postgres image on a new data folder: the replica container may stream from here.
echo 'host replication exam all scram-sha-256' >> "$PGDATA/pg_hba.conf"
