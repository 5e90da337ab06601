<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class GroupController extends Controller
{
    public function members(Request $request)
    {
        $conn = ldap_connect(config('ldap.host'));
        ldap_bind($conn, config('ldap.user'), config('ldap.password'));
        $group = $request->input('group');
        $search = ldap_search($conn, config('ldap.base'), "(&(objectClass=groupOfNames)(cn=$group))", ['member']);
        return response()->json(ldap_get_entries($conn, $search));
    }
}
