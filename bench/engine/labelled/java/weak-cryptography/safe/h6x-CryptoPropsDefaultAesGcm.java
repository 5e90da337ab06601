package org.example.bench.web;

import java.io.IOException;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-cryptopropsdefaultaesgcm")
public class CryptoPropsDefaultAesGcm extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("BenchmarkTest");
        if (param == null) param = "";
        java.util.Properties props = new java.util.Properties();
        props.load(getClass().getClassLoader().getResourceAsStream("benchmark.properties"));
        String algorithm = props.getProperty("cryptoAlg2", "AES/GCM/NoPadding");
        try {
            Cipher c = Cipher.getInstance(algorithm);
            byte[] iv = new byte[12];
            new java.security.SecureRandom().nextBytes(iv);
            c.init(Cipher.ENCRYPT_MODE, KeyGenerator.getInstance("AES").generateKey(), new javax.crypto.spec.GCMParameterSpec(128, iv));
            response.getWriter().println(c.doFinal(param.getBytes()).length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
