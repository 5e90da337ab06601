package org.bench.h8.xpath;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.owasp.esapi.ESAPI;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class XPathEvaluateCookieEncoded extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "general";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("section".equals(c.getName())) {
                    param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                }
            }
        }
        String bar = ESAPI.encoder().encodeForXPath(param);

        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new java.io.File("/srv/app/catalog.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            String query = "//section[@name='" + bar + "']/item/title";
            NodeList nodes = (NodeList) xp.evaluate(query, doc, XPathConstants.NODESET);
            for (int i = 0; i < nodes.getLength(); i++) {
                response.getWriter().println(nodes.item(i).getTextContent().length());
            }
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
