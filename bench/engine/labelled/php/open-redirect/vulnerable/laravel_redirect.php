<?php
use Illuminate\Support\Facades\Redirect;
return Redirect::to($_GET['back']);
