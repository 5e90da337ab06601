@extends('layouts.app')

@section('content')
    <form method="POST" action="/login">
        @csrf
        <input type="hidden" name="intended" value="{{ $intended }}">
        <input type="email" name="email">
        <input type="password" name="password">
        <button type="submit">Sign in</button>
    </form>
@endsection
