package com.summit.oauth;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RedirectStateBase64 extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String code = request.getParameter("code");
        String state = request.getParameter("state");
        if (code == null || state == null) {
            response.sendError(400);
            return;
        }
        request.getSession().setAttribute("oauthCodeReceived", Boolean.TRUE);
        String destination = new String(Base64.getUrlDecoder().decode(state), StandardCharsets.UTF_8);
        response.sendRedirect(destination);
    }
}
