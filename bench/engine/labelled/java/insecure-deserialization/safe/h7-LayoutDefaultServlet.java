package com.acme.layout;

import java.beans.XMLDecoder;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LayoutDefaultServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        InputStream bundled = LayoutDefaultServlet.class.getResourceAsStream("/layouts/default.xml");
        if (bundled == null) {
            response.sendError(500);
            return;
        }
        try (XMLDecoder decoder = new XMLDecoder(bundled)) {
            Object layout = decoder.readObject();
            request.getSession().setAttribute("layoutClass", layout.getClass().getSimpleName());
        }
        response.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}
