package com.deskline.dto;

public record LoginRequest(String username, String password, boolean rememberMe) {}
