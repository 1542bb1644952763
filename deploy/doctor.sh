#!/bin/sh
# npm run doctor as the service sees the world (docs/DEPLOY.md): as the easel user, with the
# service's settings file and the same read-only system, so that "writable" means writable for
# the server. Usage: sudo /opt/easel/deploy/doctor.sh [--send-test] [--backups DIR]
exec systemd-run --quiet --pipe --wait --collect \
	--uid=easel --gid=easel --working-directory=/opt/easel \
	-p EnvironmentFile=/etc/easel/easel.env -p Environment=NODE_ENV=production \
	-p ProtectSystem=strict -p ReadWritePaths=/var/lib/easel -p ProtectHome=yes -p PrivateTmp=yes \
	/opt/easel/node_modules/.bin/node scripts/doctor.ts "$@"
