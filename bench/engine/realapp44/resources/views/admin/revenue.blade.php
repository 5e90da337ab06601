@extends('layouts.app')

@section('content')
    <h1>{!! $title ?? 'Revenue' !!}</h1>
    <table>
        @foreach ($byMonth as $row)
            <tr><td>{{ $row->month }}</td><td>{{ $row->revenue }}</td></tr>
        @endforeach
    </table>
@endsection
