package com.acme.layout;

import java.beans.XMLDecoder;
import java.io.BufferedInputStream;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LayoutImportServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        XMLDecoder decoder = new XMLDecoder(new BufferedInputStream(request.getInputStream()));
        Object layout = decoder.readObject();
        decoder.close();
        request.getSession().setAttribute("layoutClass", layout.getClass().getSimpleName());
        response.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}
