#!/usr/bin/env bash
# Stock WordPress on this machine, for bench/public-pages.mjs's side-by-side rows (issue 29: our
# largest contentful paint at or below stock WordPress's on the same machine). Debian's packages:
#   apt-get install -y wordpress php-cli php-mysql mariadb-server apache2 libapache2-mod-php
# then `bash bench/wordpress/serve.sh` serves a fresh install (default theme, its sample post and
# page, nothing added) at http://127.0.0.1:${WORDPRESS_PORT:-4420} until stopped, and
#   WORDPRESS_URL=http://127.0.0.1:4420 pnpm --filter @staffing/bench bench:pages
# measures it beside ours. Served as Debian serves it: Apache with mod_php and mod_deflate (its
# defaults: HTML, CSS and JavaScript compressed), from a configuration file of the bench's own.
set -euo pipefail
port="${WORDPRESS_PORT:-4420}"
dir="${WORDPRESS_DIR:-/tmp/wordpress-bench}"
url="http://127.0.0.1:$port"

for tool in php mysqld_safe apache2; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install -y wordpress php-cli php-mysql mariadb-server apache2 libapache2-mod-php" >&2; exit 1; }
done
[ -d /usr/share/wordpress ] || { echo "WordPress is missing: apt-get install -y wordpress" >&2; exit 1; }

# MariaDB: started if it is down, with a database of the bench's own.
if ! mysqladmin ping --silent 2>/dev/null; then
  (mysqld_safe >/dev/null 2>&1 &)
  for _ in $(seq 1 30); do mysqladmin ping --silent 2>/dev/null && break; sleep 1; done
fi
mysql -e "DROP DATABASE IF EXISTS wp_bench; CREATE DATABASE wp_bench;
  CREATE USER IF NOT EXISTS 'wp_bench'@'localhost' IDENTIFIED BY 'wp_bench';
  GRANT ALL ON wp_bench.* TO 'wp_bench'@'localhost';"

# A copy of Debian's WordPress with a plain wp-config.php (Debian's looks for /etc/wordpress/config-HOST.php).
rm -rf "$dir" "$dir.run" "$dir.log"
mkdir -p "$dir.run" "$dir.log"
cp -rL /usr/share/wordpress "$dir" 2>/dev/null || cp -r /usr/share/wordpress "$dir"
rm -f "$dir/.htaccess"
cat > "$dir/wp-config.php" <<PHP
<?php
define('DB_NAME', 'wp_bench');
define('DB_USER', 'wp_bench');
define('DB_PASSWORD', 'wp_bench');
define('DB_HOST', 'localhost');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', '$url');
define('WP_SITEURL', '$url');
define('WP_CONTENT_DIR', '$dir/wp-content');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
\$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', '$dir/');
require_once ABSPATH . 'wp-settings.php';
PHP

cat > "$dir.httpd.conf" <<CONF
ServerRoot /etc/apache2
ServerName 127.0.0.1
Listen 127.0.0.1:$port
PidFile $dir.httpd.pid
ErrorLog $dir.error.log
User www-data
Group www-data
Include mods-enabled/*.load
Include mods-enabled/*.conf
DocumentRoot $dir
DirectoryIndex index.php index.html
<Directory $dir>
  AllowOverride None
  Require all granted
</Directory>
CONF
APACHE_RUN_DIR="$dir.run" APACHE_LOG_DIR="$dir.log" APACHE_LOCK_DIR="$dir.run" \
  apache2 -f "$dir.httpd.conf" -DFOREGROUND &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT INT TERM
for _ in $(seq 1 30); do curl -fso /dev/null "$url/wp-admin/install.php" && break; sleep 0.5; done
# The installer's second step, as a person fills it in.
curl -fsS -o /dev/null "$url/wp-admin/install.php?step=2" \
  --data-urlencode "weblog_title=Northbridge Staffing" --data-urlencode "user_name=admin" \
  --data-urlencode "admin_password=bench-only-password-1" --data-urlencode "admin_password2=bench-only-password-1" \
  --data-urlencode "pw_weak=1" --data-urlencode "admin_email=admin@example.com" --data-urlencode "blog_public=1" \
  --data-urlencode "language="
curl -fso /dev/null "$url/" && echo "Stock WordPress at $url (stop with Ctrl-C)"
wait $server
