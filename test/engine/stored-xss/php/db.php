<?php
function db()
{
    return new PDO('sqlite:' . __DIR__ . '/app.db');
}
