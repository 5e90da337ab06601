using UnityEngine;
public class PlayerController : MonoBehaviour {
    [SerializeField] string buildGuid = "1909202c7559912157559a8323488851";
    const string Checksum = "ab73fb5be67f433ba4557ff1eb964929215e7b65";
    public string password = "";
    void Start() { }
}
