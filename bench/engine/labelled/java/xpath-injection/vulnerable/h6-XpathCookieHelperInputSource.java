package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

@WebServlet(value = "/xpath-injection-xpathcookiehelperinputsource")
public class XpathCookieHelperInputSource extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("sku")) param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            }
        }
        try {
            String price = Catalog.lookup(param);
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(price));
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    static class Catalog {
        static String lookup(String sku) throws XPathExpressionException {
            XPath xpath = XPathFactory.newInstance().newXPath();
            InputSource source = new InputSource("/var/app/data/catalog.xml");
            return xpath.evaluate("/catalog/item[@sku='" + sku + "']/price", source);
        }
    }
}
