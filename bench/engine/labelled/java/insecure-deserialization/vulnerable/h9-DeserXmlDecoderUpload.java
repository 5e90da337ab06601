package com.tidal.layouts;

import java.beans.XMLDecoder;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DeserXmlDecoderUpload extends HttpServlet {

    @Override
    protected void doPut(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Object layout;
        try (XMLDecoder decoder = new XMLDecoder(new BufferedInputStream(req.getInputStream()))) {
            layout = decoder.readObject();
        }
        if (layout instanceof Map) {
            req.getSession().setAttribute("dashboardWidgets", ((Map<?, ?>) layout).size());
            resp.setStatus(204);
        } else {
            resp.sendError(422);
        }
    }
}
