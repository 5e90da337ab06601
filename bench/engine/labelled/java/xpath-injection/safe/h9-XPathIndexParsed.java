package com.quill.catalog;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class XPathIndexParsed extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int position;
        try {
            position = Integer.parseInt(request.getParameter("pos"));
        } catch (NumberFormatException e) {
            response.sendError(400);
            return;
        }
        XPath xp = XPathFactory.newInstance().newXPath();
        try {
            String title = xp.evaluate("/catalog/book[" + position + "]/title",
                    new InputSource("/srv/quill/catalog.xml"));
            response.getWriter().print(title);
        } catch (XPathExpressionException e) {
            response.sendError(500);
        }
    }
}
