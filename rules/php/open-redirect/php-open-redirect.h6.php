<?php
// `Refresh: N; url=…` redirects as Location does; a fixed path before the value keeps it on the site.
function h6_refresh_headers()
{
    $dest = $_REQUEST['url'];
    // ruleid: php-open-redirect
    header("Refresh: 3; url=$dest");
    // ruleid: php-open-redirect
    header('refresh:0;URL=' . $dest);
    // ok: php-open-redirect
    header('Refresh: 3; url=/done?from=' . $dest);
    // ok: php-open-redirect
    header('Refresh: 5');
}

// Under CGI a request header is also the environment variable HTTP_*; other variables are the server's.
function h6_env_headers()
{
    $host = getenv('HTTP_X_FORWARDED_HOST');
    // ruleid: php-open-redirect
    header('Location: https://' . $host . '/login');
    $home = getenv('APP_HOME_URL');
    // ok: php-open-redirect
    header('Location: ' . $home);
}
