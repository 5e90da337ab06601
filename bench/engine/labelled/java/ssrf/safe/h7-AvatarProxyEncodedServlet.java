package com.acme.profile;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLConnection;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AvatarProxyEncodedServlet extends HttpServlet {

    private static final String CDN = "https://cdn.acme.com";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String user = URLEncoder.encode(request.getParameter("user"), StandardCharsets.UTF_8);
        String location = String.format("%s/avatars?user=%s", CDN, user);
        URLConnection conn = URI.create(location).toURL().openConnection();
        response.setContentType("image/png");
        try (InputStream in = conn.getInputStream()) {
            in.transferTo(response.getOutputStream());
        }
    }
}
