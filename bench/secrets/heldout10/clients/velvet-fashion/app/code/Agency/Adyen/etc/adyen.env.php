<?php
// Adyen credentials for the headless checkout bridge (Velvet Fashion).
return [
    'environment'  => 'live',
    'live_prefix'  => '69ecff87c79b457f-Brightpixel',
    'merchant'     => 'VelvetFashionECOM',
    'client_key'   => 'live_S2EGELRNQCSURTIY9C4RCJ8EJPD8IZ74',
    'api_key'      => 'AQEinLVFPNeHJguOYUTA0B/zHw+lPqoKbj5N+dbq20Ngs7EYsak+4SCJyryhwcq7TKgYivnia6iqsvAYQmTspjdUY2up==-6IkDdvu9kpr5Or5SwjDditqqZWZ3pwW3D0em2AkZTSi=-8mSwuxVdwNgG4KLb',
    'hmac_key'     => '70325FEFB479BBF3B26C7C7B67D4CD2019C3E1B725AEEC6C0E52A8E50DC63EB6',
];
