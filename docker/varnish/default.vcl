vcl 4.1;

# The shared cache in front of the site (docs/operations.md, "Behind a CDN or Varnish"): Debian's or the
# official image's Varnish 7 with varnish-modules' xkey. It keeps what the server marks public
# (Cache-Control s-maxage), under the keys the server names (Surrogate-Key), until a content change's
# purge (EDGE_PURGE=varnish) or its s-maxage; it keeps an old copy for a day in case the site is down
# (stale-if-error), and never keeps anything of the admin, a preview or one visitor.

import std;
import xkey;

# The site. A deployment changes these two lines and nothing else (docker/compose.yml does it as the
# container starts).
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    # A replica that cannot reach its database answers /readyz 503: Varnish then serves its old copies.
    .probe = {
        .url = "/readyz";
        .interval = 2s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
}

# Who may purge: the app's instances, on this host or a private network (the compose network).
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    # A content change's purge, from the server's edge-purge job: every copy carrying any of the keys.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }

    # Campaign parameters change nothing on a page: one copy for every campaign.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid)=") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|gclid|fbclid)=[^&]*(&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # Never kept: the panel, the staff's API, the sign-in provider, previews, forms, metrics; anything
    # sent with a token; a page showing one visitor's form outcome.
    if (req.url ~ "^/(admin|api/admin|trpc|auth|preview|forms|metrics)(/|\?|$)" ||
        req.http.Authorization ||
        req.http.Cookie ~ "(^|;\s*)site_form_outcome=") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Public answers are the same for everyone: a cookie (the panel's, an analytics tool's) is not
    # part of them, and never reaches the site through a cached path.
    unset req.http.Cookie;

    # One copy per encoding the site sends (br, gzip, none), each with its own ETag.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.X-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.X-Encoding = "gzip";
    } else {
        unset req.http.X-Encoding;
    }

    # While the site is healthy an expired copy is served only as long as stale-while-revalidate
    # says (30 s, while the new one is fetched); while it is down, for as long as stale-if-error.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 30s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.X-Encoding);
}

sub vcl_backend_fetch {
    if (bereq.http.X-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Encoding;
    } else {
        unset bereq.http.Accept-Encoding;
    }
    unset bereq.http.X-Encoding;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A failed background refresh keeps the old copy (stale-if-error).
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.http.Cache-Control ~ "(private|no-store)" || beresp.http.Cache-Control !~ "public") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # A public answer is no one's: nothing in it may set a cookie.
    unset beresp.http.Set-Cookie;
    # xkey reads its keys from the xkey header.
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    # Kept past its s-maxage for as long as stale-if-error allows (served stale only as vcl_recv says).
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 30s);
    }
    # Compressed by the site once, per encoding: Varnish keeps the bytes as they came.
    set beresp.do_gzip = false;
    set beresp.do_gunzip = false;
    return (deliver);
}

sub vcl_backend_error {
    # The site is unreachable during a background refresh: keep serving the old copy.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    # Read by bench/edge.mjs and the tests (hit ratio); says nothing of the site.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
