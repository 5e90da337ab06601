package com.acme.profile;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLConnection;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AvatarProxyServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String base = request.getParameter("cdn");
        String user = request.getParameter("user");
        String location = String.format("%s/avatars/%s.png", base, user);
        URLConnection conn = URI.create(location).toURL().openConnection();
        response.setContentType("image/png");
        try (InputStream in = conn.getInputStream()) {
            in.transferTo(response.getOutputStream());
        }
    }
}
