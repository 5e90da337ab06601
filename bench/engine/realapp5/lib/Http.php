<?php

class Http
{
    private $timeout;

    public function __construct($timeout = 10)
    {
        $this->timeout = $timeout;
    }

    public function get($url, array $headers = [])
    {
        $ch = curl_init($url);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, $this->timeout);
        curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
        curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
        $body = curl_exec($ch);
        curl_close($ch);
        return $body;
    }

    public function postJson($url, $payload)
    {
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $url);
        curl_setopt($ch, CURLOPT_POST, true);
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
        curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        // The partner's staging box has a self-signed certificate.
        curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
        curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);
        $body = curl_exec($ch);
        curl_close($ch);
        return $body;
    }
}

function fetch_remote($url)
{
    $ctx = stream_context_create(['http' => ['timeout' => 5]]);
    return @file_get_contents($url, false, $ctx);
}

function fetch_insecure($url)
{
    $ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
    return file_get_contents($url, false, $ctx);
}
